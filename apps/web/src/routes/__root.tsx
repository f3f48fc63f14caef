import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { PageNotFound } from '../screens/NotFoundScreen';
import { AppTheme } from '../theme/AppTheme';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: PageNotFound,
});

function Root() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <AppTheme>
        <Outlet />
      </AppTheme>
    </QueryClientProvider>
  );
}
