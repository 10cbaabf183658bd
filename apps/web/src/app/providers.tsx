// Before any page's schemas are built: see the module.
import '../shared/validation/zod-without-eval';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeatureSlots } from './feature-slots';
import { NotificationsHost } from './notifications-host';
import { cssVariablesResolver, theme } from './theme';

type TAppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals so tests see the final state at once. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: TAppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <FeatureSlots>{children}</FeatureSlots>
      </QueryClientProvider>
    </MantineProvider>
  );
}
