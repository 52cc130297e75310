import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@atende/routing';
import { HomePage } from './HomePage';

/** The home page as a route of the shell's router (after a logout, or a visit to /home once routed). */
export function RoutedHomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const enter = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  return <HomePage resetRequested={params.has('reset')} onEnter={enter} />;
}
