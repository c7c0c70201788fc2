export default function AdminDashboardPage() {
  return <h1>Admin Dashboard</h1>;
}
