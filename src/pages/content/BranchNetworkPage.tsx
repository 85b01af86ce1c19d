import styled from 'styled-components';
import { Article, TextSection, VisuallyHidden } from '../../ui';
import { OFFICES } from '../shared/company';
import { Hotline, MapLink } from '../shared/companyParts';

/**
 * 服务网点: the head office in Beijing and the offices in Shanghai and Hangzhou, each with its map, and the wealth
 * hotline with its hours (spec 1 §2 "Branch network", §9; spec 3 §2).
 */
export default function BranchNetworkPage() {
  return (
    <Article>
      <List aria-label="服务网点">
        {OFFICES.map((office, i) => (
          <li key={office.name}>
            <TextSection aria-labelledby={`office-${i}`}>
              <h2 id={`office-${i}`}>{office.name}</h2>
              <p>{office.address}</p>
              <MapLink office={office}>
                <span aria-hidden="true">查看地图</span>
                <VisuallyHidden>查看{office.name}地图</VisuallyHidden>
              </MapLink>
            </TextSection>
          </li>
        ))}
      </List>
      <Hotline />
    </Article>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
