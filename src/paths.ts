// Every href the app links to. Route paths live in domain/routes.ts so the server knows them too.
export { paths, homeSections } from '../domain/routes';
