/**
 * A pass run when asked; asked again while it runs, it runs once more after, however
 * many times it was asked meanwhile: a burst of `changes` costs two sync passes, not one
 * a frame. A failed pass ends the run and goes to `failed`.
 */
export class CoalescedPass {
  private running = false;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      do {
        this.again = false;
        await this.pass();
      } while (this.again);
    } catch (error) {
      this.failed(error);
    } finally {
      this.running = false;
    }
  }
}
