import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../lists/list-route';

/** `/starred`: the starred folder, 25 threads a page. */
export const Route = createFileRoute('/_app/starred')(listRoute());
