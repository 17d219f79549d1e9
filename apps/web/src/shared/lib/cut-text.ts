/**
 * `value` cut at `max` characters, counting characters as people do (a Korean syllable or an
 * emoji is one), never splitting one in half. PRODUCT.md §5: the description at 200, the reason at 500.
 */
export function cutText(value: string, max: number): string {
  const characters = [...value]
  return characters.length > max ? characters.slice(0, max).join('') : value
}

export function countCharacters(value: string): number {
  return [...value].length
}
