import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back in history when the user came from inside the app; the news board when the article was
 * opened straight from a link (a shared address, a new tab), where "back" would leave the site.
 */
export function useBackNavigation(target = '/news') {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return useCallback(
    () => void (hasHistory ? navigate(-1) : navigate(target)),
    [hasHistory, navigate, target],
  );
}
