import { Component, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PageProps } from '../paths';
import { Button } from '../ui/Button';

export type PageModule = { default: ComponentType<PageProps> };

/**
 * A page module, loaded on first need. `element` renders the page with its route's props, suspending until the
 * module is there (the shell's Suspense keeps the page before it on screen meanwhile, as navigations are
 * transitions). `load` starts it early: the
 * landing page's module is loaded before the first render (src/main.tsx, the prerender), so that render is the page
 * itself, as hydration needs. A load that failed stays failed, so rendering never loops on it, until `reset`: the
 * page's 重新加载 does that, and main.tsx before it renders a landing page whose module did not load.
 */
export interface LazyPage {
  load: () => Promise<unknown>;
  reset: () => void;
  element: ReactNode;
}

export function lazyPage(importModule: () => Promise<PageModule>, props: PageProps = {}): LazyPage {
  let page: ComponentType<PageProps> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importModule().then(
      (module) => {
        page = module.default;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));
  const reset = () => {
    loading = undefined;
    failure = undefined;
  };
  function Page() {
    if (failure) throw failure.error;
    // Suspends by throwing the load, not with use(): React replays a component that suspended in use() and requires
    // it to call use() again, which this one, rendering the loaded page, would not.
    if (!page) throw load();
    const Loaded = page;
    return <Loaded {...props} />;
  }
  return {
    load,
    reset,
    element: (
      <LoadFailure onRetry={reset}>
        <Page />
      </LoadFailure>
    ),
  };
}

/** A page that could not load (its chunk, on a bad network or after a new release) or render: the shell stays. */
class LoadFailure extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Failed role="alert">
        <p>页面加载失败</p>
        <Button $inline $variant="secondary" onClick={this.retry}>
          重新加载
        </Button>
      </Failed>
    );
  }
}

const Failed = styled.div`
  padding: 60px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0 0 16px;
  }
`;
