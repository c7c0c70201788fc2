import { Outlet } from 'react-router';

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header>Angela Whitfield</header>
      <main id="main">
        <Outlet />
      </main>
      <footer>Angela Whitfield, Chesapeake Crown Realty</footer>
    </>
  );
}
