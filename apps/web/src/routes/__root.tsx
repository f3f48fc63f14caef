import { ThemeProvider } from '@switchboard/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { PageNotFound } from '../screens/NotFoundScreen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: PageNotFound,
});

function Root() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme="blue" mode="light" fill>
        <Outlet />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
