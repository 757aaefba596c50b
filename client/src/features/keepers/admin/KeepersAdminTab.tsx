// The admin page's Keeper Management tab (owned by the keepers work; placeholder for now).
export default function KeepersAdminTab() {
  return <p className="text-sm text-muted-foreground">Keeper Management: coming soon.</p>;
}
