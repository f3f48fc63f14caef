import { ThemeProvider } from '@switchboard/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { PageNotFound } from '../screens/NotFoundScreen';
import { useColorScheme } from '../use-color-scheme';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: PageNotFound,
});

function Root() {
  const { queryClient } = Route.useRouteContext();
  const mode = useColorScheme();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme="blue" mode={mode} fill>
        <Outlet />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
