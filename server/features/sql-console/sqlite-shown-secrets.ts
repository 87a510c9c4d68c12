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

/** Whether the value read into `register` at `address` goes straight into a result row, at a masked position. */
function shownMasked(program: Instruction[], address: number, register: number, masked: boolean[]): boolean {
  for (const instruction of program.slice(address + 1)) {
    if (instruction.opcode === 'ResultRow') {
      const position = register - instruction.p1;
      return position >= 0 && position < instruction.p2 && masked[position] === true;
    }
    if (instruction.opcode === 'RealAffinity' || WRITES_ONLY.has(instruction.opcode)) continue;
    if (!READS_FROM.has(instruction.opcode)) return false;
    const range = registersRead(instruction);
    if (!range || (register >= range[0] && register <= range[1])) return false;
  }
  return false;
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
