import styled from 'styled-components';
import { POINTS_RULES } from './pointsRules';

/** The points rules, as the task centre's modal and the rules page show them. */
export function RulesText() {
  return (
    <Rules>
      {POINTS_RULES.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          <ol>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ))}
    </Rules>
  );
}

const Rules = styled.div`
  line-height: 1.7;
  text-align: left;
  h3 {
    margin: 12px 0 4px;
    font-size: ${({ theme }) => theme.font.medium};
  }
  section:first-child h3 {
    margin-top: 0;
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
`;
