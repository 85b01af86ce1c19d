import styled from 'styled-components';
import { HOTLINE, OFFICES, SERVICE_HOURS } from '../shared/company';
import { Article, TextSection } from '../../ui';
import { CallLink, MapLink } from '../shared/companyParts';

/** 联系我们: the three offices as map links and a call button (spec 1 §2 "Contact page"). */
export default function ContactPage() {
  return (
    <Article>
      <TextSection aria-labelledby="contact-offices">
        <h2 id="contact-offices">公司地址</h2>
        <Offices>
          {OFFICES.map((office) => (
            <li key={office.name}>
              <MapLink office={office}>
                <OfficeText>
                  <strong>{office.name}</strong>
                  <small>{office.address}</small>
                </OfficeText>
                <MapHint aria-hidden="true">地图 ›</MapHint>
              </MapLink>
            </li>
          ))}
        </Offices>
      </TextSection>
      <TextSection aria-labelledby="contact-call">
        <h2 id="contact-call">客服电话</h2>
        <p>
          {HOTLINE}（{SERVICE_HOURS}）
        </p>
        <CallLink>拨打电话</CallLink>
      </TextSection>
    </Article>
  );
}

const Offices = styled.ul`
  /* Doubled: the section's own list indent would win otherwise. */
  && {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li a {
    margin-top: 8px;
  }
  a {
    justify-content: flex-start;
    padding: 8px 12px;
    text-align: left;
  }
`;

const OfficeText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.4;
  small {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const MapHint = styled.span`
  flex: 0 0 auto;
  margin-left: auto;
  padding-left: 8px;
  font-size: ${({ theme }) => theme.font.small};
`;
