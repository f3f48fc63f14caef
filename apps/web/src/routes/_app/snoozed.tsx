import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../lists/list-route';

/** `/snoozed`: the snoozed folder, 25 threads a page. */
export const Route = createFileRoute('/_app/snoozed')(listRoute());
