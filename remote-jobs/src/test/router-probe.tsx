import { useLocation, useNavigate, type Location, type NavigateFunction } from '@chainwork/shared-config/router';

/** Lets a test read the router's location and go Back, as a visitor's browser would. */
export interface RouterProbe {
  location: Location | null;
  navigate: NavigateFunction | null;
}

export function createRouterProbe(): { probe: RouterProbe; Probe: () => null } {
  const probe: RouterProbe = { location: null, navigate: null };
  function Probe() {
    probe.location = useLocation();
    probe.navigate = useNavigate();
    return null;
  }
  return { probe, Probe };
}
