/**
 * Words neither engine takes as a bare name: PostgreSQL's reserved key words (those
 * it also allows as function or type names included) and the key words SQLite
 * never falls back to reading as a name. The console quotes every name it writes,
 * but a schema file is also read by people and tools that may not.
 */
const WORDS = `
all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate
collation column concurrently constraint create cross current_catalog current_date current_role
current_schema current_time current_timestamp current_user default deferrable desc distinct do else end
except false fetch for foreign freeze from full grant group having ilike in initially inner intersect into
is isnull join lateral leading left like limit localtime localtimestamp natural not notnull null offset on
only or order outer overlaps placing primary references returning right select session_user similar some
symmetric system_user table tablesample then to trailing true union unique user using variadic verbose when
where window with
add alter autoincrement between commit delete drop escape exists index insert set transaction update values
`;

const RESERVED = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Whether a name (any case, `_` or `-` between words) is a reserved word of SQLite or PostgreSQL. */
export function isReservedWord(name: string): boolean {
  return RESERVED.has(name.toLowerCase().replaceAll('-', '_'));
}
