import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../lists/list-route';

/** `/scheduled`: the scheduled folder, 25 threads a page. */
export const Route = createFileRoute('/_app/scheduled')(listRoute());
