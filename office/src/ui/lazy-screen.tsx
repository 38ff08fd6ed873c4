/**
 * A screen whose code loads as a chunk of its own when first shown, "Loading…" meanwhile. A chunk
 * that cannot be fetched is asked for once more (`retry-import.ts`); if that fails too, an error
 * with a way to reload, never a blank page. The next visit to the screen tries again.
 */
import { Trans } from "@lingui/react/macro";
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Loading } from "./loading.js";
import { retryImport } from "./retry-import.js";
import { buttonStyle } from "./styles.js";

function ChunkFailed() {
  return (
    <>
      <h1>
        <Trans>This screen could not be loaded</Trans>
      </h1>
      <p>
        <Trans>Check your connection and reload the page.</Trans>
      </p>
      <button type="button" css={buttonStyle} onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let Screen = lazy(() => retryImport(load).catch(forget));
  // React's lazy keeps its failure: a new one is made, so the next visit fetches again.
  function forget(error: unknown): never {
    Screen = lazy(() => retryImport(load).catch(forget));
    throw error;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazy screen, made once when the route table loads: its identity never changes between renders.
  return function LazyScreen() {
    return (
      <ChunkBoundary>
        <Suspense fallback={<Loading />}>
          <Screen />
        </Suspense>
      </ChunkBoundary>
    );
  };
}
