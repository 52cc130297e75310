/** The shape of a translation of `T`: the same keys, every leaf a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
