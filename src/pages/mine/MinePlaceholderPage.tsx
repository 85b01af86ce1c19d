import styled from 'styled-components';
import { useRouteTitle } from '../../routing';
import { getToken } from '../../platform/storage';
import { Placeholder, useBrowserValue } from '../../ui';
import { LogoutButton } from '../shared/LogoutButton';

/**
 * The My page until its issue delivers it: the shared placeholder, plus the logout action (spec 1 §2) for a
 * logged-in user, so a session can be ended today.
 */
export default function MinePlaceholderPage() {
  // The login lives in this browser's storage: the prerendered page is the logged-out one.
  const loggedIn = useBrowserValue(() => getToken() !== '', false);
  return (
    <>
      <Placeholder title={useRouteTitle()} />
      {loggedIn && (
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
