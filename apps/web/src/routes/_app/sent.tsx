import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../lists/list-route';

/** `/sent`: the sent folder, 25 threads a page. */
export const Route = createFileRoute('/_app/sent')(listRoute());
