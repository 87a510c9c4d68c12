/** One reason a schema file is refused: which file, where in it, and what to write instead. */
export interface Problem {
  file: string;
  /** JSON pointer inside the file: `/properties/name/x-ui/filter`; empty for the whole file. */
  path: string;
  message: string;
}

export function describeProblem(problem: Problem): string {
  return `${problem.file}: ${problem.path || '/'} ${problem.message}`;
}

/** Raised when schemas are refused; the message lists every problem, one a line. */
export class SchemaProblem extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super(problems.map(describeProblem).join('\n'));
    this.name = 'SchemaProblem';
    this.problems = problems;
  }
}
