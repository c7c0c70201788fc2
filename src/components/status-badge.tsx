import { Badge } from '@radix-ui/themes';
import { publicStatus, statusBadgeColor } from '../../domain/property-status';
import './status-badge.css';

/** Available (For Sale), Under Contract or Sold, coloured per docs/product.md, "Listings and statuses". */
export function StatusBadge({ status, size = '2', className }: { status: string; size?: '1' | '2' | '3'; className?: string }) {
  return (
    <Badge color={statusBadgeColor(status)} variant="solid" size={size} radius="full" className={`status-badge${className ? ` ${className}` : ''}`}>
      {publicStatus(status)}
    </Badge>
  );
}
