import styled from 'styled-components';
import { useRouteTitle } from '../../routing';
import { getToken } from '../../platform/storage';
import { Placeholder } from '../../ui';
import { LogoutButton } from '../shared/LogoutButton';

/**
 * The My page until its issue delivers it: the shared placeholder, plus the logout action (spec 1 §2) for a
 * logged-in user, so a session can be ended today.
 */
export default function MinePlaceholderPage() {
  return (
    <>
      <Placeholder title={useRouteTitle()} />
      {getToken() && (
        <Actions>
          <LogoutButton />
        </Actions>
      )}
    </>
  );
}

const Actions = styled.div`
  padding: 0 16px;
`;
