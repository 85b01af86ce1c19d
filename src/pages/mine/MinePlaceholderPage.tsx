import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrowserValue } from '../../app/hydration';
import { useRouteTitle } from '../../app/title';
import { getToken } from '../../platform/storage';
import { Placeholder } from '../../ui';
import { LogoutButton } from '../shared/LogoutButton';

/**
 * The My page until its issue delivers it: the shared placeholder, plus the logout action (spec 1 §2) for a
 * logged-in user, so a session can be ended today.
 */
export default function MinePlaceholderPage() {
  const navigate = useNavigate();
  // The login lives in this browser's storage: the prerendered page is the logged-out one.
  const loggedIn = useBrowserValue(() => getToken() !== '', false);
  return (
    <>
      <Placeholder title={useRouteTitle()} />
      {loggedIn && (
        <Actions>
          <LogoutButton navigate={(path) => void navigate(path)} />
        </Actions>
      )}
    </>
  );
}

const Actions = styled.div`
  padding: 0 16px;
`;
