import type { Instruction, SecretRead } from './sqlite-secret-reads';

/** Instructions that may stand between a secret's read and the row it is shown in: they fill other registers. */
const WRITES_ONLY = new Set(['Column', 'Rowid', 'IdxRowid', 'Null', 'String8', 'Integer', 'Int64', 'Real']);
/** Instructions that read a range of registers: allowed in between when the range leaves the secret's register out. */
const READS_FROM = new Set(['SCopy', 'Copy', 'IntCopy', 'Function', 'PureFunc']);

/** The registers an instruction of {@link READS_FROM} reads, or undefined when they cannot be told. */
function registersRead({ opcode, p1, p2, p3, p4 }: Instruction): [number, number] | undefined {
  if (opcode === 'SCopy' || opcode === 'IntCopy') return [p1, p1];
  if (opcode === 'Copy') return [p1, p1 + p3];
  const argumentCount = /\((\d+)\)$/.exec(String(p4 ?? ''));
  return argumentCount ? [p2, p2 + Number(argumentCount[1]) - 1] : undefined;
}

/** Instructions that compare a sorter's or ephemeral index's entries with `p4` fields: keys only may be compared. */
const COMPARES = new Set(['IdxLE', 'IdxLT', 'IdxGE', 'IdxGT', 'SeekGE', 'SeekGT', 'SeekLE', 'SeekLT', 'SorterCompare']);
const COMPARES_ALL = new Set(['Found', 'NotFound', 'NoConflict', 'IdxDelete']);

/** The instruction after `address` that consumes `register` as a row or a record, past instructions that fill others. */
function consumer(program: Instruction[], address: number, register: number): number | undefined {
  for (let at = address + 1; at < program.length; at++) {
    const instruction = program[at];
    const { opcode, p1, p2 } = instruction;
    const holds = register >= p1 && register < p1 + p2;
    if (opcode === 'ResultRow' || (opcode === 'MakeRecord' && holds)) return at;
    if (opcode === 'MakeRecord' || opcode === 'RealAffinity' || WRITES_ONLY.has(opcode)) continue;
    if (!READS_FROM.has(opcode)) return undefined;
    const range = registersRead(instruction);
    if (!range || (register >= range[0] && register <= range[1])) return undefined;
  }
  return undefined;
}

/**
 * Whether the value read into `register` at `address` goes into a result row at a masked
 * position, straight or through the payload of one sort (ORDER BY): a field of the
 * record a sorter or ephemeral index holds past its keys, compared by nothing, each read
 * of it going straight into the result row at a masked position.
 */
function shownMasked(
  program: Instruction[],
  address: number,
  register: number,
  masked: boolean[],
  sorted = false,
): boolean {
  const at = consumer(program, address, register);
  if (at === undefined) return false;
  const record = program[at];
  if (record.opcode === 'ResultRow') {
    const position = register - record.p1;
    return position >= 0 && position < record.p2 && masked[position] === true;
  }
  const insert = program[at + 1];
  if (sorted || !insert || !['SorterInsert', 'IdxInsert'].includes(insert.opcode) || insert.p2 !== record.p3) {
    return false;
  }
  const cursor = insert.p1;
  const opens = program.filter((each) => ['SorterOpen', 'OpenEphemeral'].includes(each.opcode) && each.p1 === cursor);
  const keys = Number(/^k\((\d+),/.exec(String(opens[0]?.p4 ?? ''))?.[1] ?? Number.NaN);
  const field = register - record.p1;
  if (opens.length !== 1 || !(field >= keys)) return false;
  // An ephemeral index compares whole records: a sequence number after the keys settles every tie first.
  const ephemeral = opens[0].opcode === 'OpenEphemeral';
  const sequenced = program.some(
    (each) => each.opcode === 'Sequence' && each.p1 === cursor && each.p2 === record.p1 + keys,
  );
  if (ephemeral && (!sequenced || field === keys)) return false;
  const compared = program.some(
    (each) =>
      each.p1 === cursor &&
      (COMPARES_ALL.has(each.opcode) || (COMPARES.has(each.opcode) && !(Number(each.p4) <= keys))),
  );
  if (compared) return false;
  const readers = ephemeral ? [cursor] : pseudoCursorsOf(program, cursor);
  return program.every(
    (each, index) =>
      each.opcode !== 'Column' ||
      !readers.includes(each.p1) ||
      each.p2 !== field ||
      shownMasked(program, index, each.p3, masked, true),
  );
}

/** The cursors a sorter's rows are read through: pseudo-cursors on the register its SorterData fills. */
function pseudoCursorsOf(program: Instruction[], sorter: number): number[] {
  const filled = program.filter((each) => each.opcode === 'SorterData' && each.p1 === sorter).map((each) => each.p2);
  return program.filter((each) => each.opcode === 'OpenPseudo' && filled.includes(each.p2)).map((each) => each.p1);
}

/**
 * The secret columns a statement uses otherwise than as plain selected columns: a
 * read whose value is computed with, compared (WHERE, JOIN, ORDER BY, DISTINCT, GROUP
 * BY go through comparisons, sorters or indexes), passed through a subquery, or shown
 * at a position that is not masked. Conservative: anything but "read, then put in the
 * result row at a column that comes from a secret column" counts.
 */
export function secretsUsedBeyondOutput(program: Instruction[], reads: SecretRead[], masked: boolean[]): string[] {
  const used = reads.filter(
    (read) => read.register === null || !shownMasked(program, read.address, read.register, masked),
  );
  return [...new Set(used.map((read) => read.column))];
}
