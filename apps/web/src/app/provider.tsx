import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import {
  DisplaySettingsProvider,
  applyStoredDisplaySettings,
} from '@/features/display-settings/components/display-settings-provider';
import { queryClient } from '@/lib/query-client';

// Theme and schemes go on <html> while the translations still load, so the first paint is right.
applyStoredDisplaySettings();

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DisplaySettingsProvider>
        <AuthProvider>{children}</AuthProvider>
      </DisplaySettingsProvider>
    </QueryClientProvider>
  );
}
