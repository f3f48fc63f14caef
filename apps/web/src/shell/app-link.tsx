import { Link } from '@switchboard/ui';
import { createLink } from '@tanstack/react-router';

/** The kit's Link, navigating with the app's router (typed routes, no page load). */
export const AppLink = createLink(Link);
