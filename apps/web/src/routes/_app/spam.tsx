import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../lists/list-route';

/** `/spam`: the spam folder, 25 threads a page. */
export const Route = createFileRoute('/_app/spam')(listRoute());
