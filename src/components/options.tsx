// A select's options after its first ("any", "everyone"): one per item, by its id and its name,
// in the order given.
export function Options({
  items,
}: {
  items: readonly { readonly id: number | string; readonly name: string }[];
}) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
