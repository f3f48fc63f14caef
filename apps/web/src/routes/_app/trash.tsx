import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../lists/list-route';

/** `/trash`: the trash folder, 25 threads a page. */
export const Route = createFileRoute('/_app/trash')(listRoute());
