import { createThemeContract } from '@vanilla-extract/css';
import { type ColorTokens, colorRoles, scale } from './tokens';

type NullTree<T> = { [K in keyof T]: T[K] extends string ? null : NullTree<T[K]> };

function nullTree<T extends object>(tree: T): NullTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : nullTree(value)]),
  ) as NullTree<T>;
}

const colorShape = Object.fromEntries(colorRoles.map((role) => [role, null])) as Record<
  keyof ColorTokens,
  null
>;

/**
 * The one theme contract. Components style themselves with `vars.*` only; every theme class
 * (`themeClass(name, mode)`) fills the whole contract.
 */
export const vars = createThemeContract({
  color: colorShape,
  ...nullTree(scale),
});
