import type { Socket } from 'node:net';
import type pg from 'pg';
import { answerTooLarge, MAX_ANSWER_BYTES } from './console-limits';
import type { ConsoleRefusal } from './console-refusal';

/** The part of pg's client that holds its socket (not in pg's published types). */
interface WithSocket {
  connection: { stream: Socket };
}

/**
 * Runs `work` on `client` while counting what the database sends: past MAX_ANSWER_BYTES
 * the connection is closed, so that no more of the answer is read into the server's
 * memory (a value is read whole before it is parsed) and the database ends the statement;
 * the statement is then refused as too large. The client cannot be used afterwards.
 */
export async function withAnswerCap<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  const socket = (client as unknown as WithSocket).connection.stream;
  let received = 0;
  let refusal: ConsoleRefusal | undefined;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_ANSWER_BYTES || refusal) return;
    refusal = answerTooLarge();
    socket.destroy();
  };
  socket.on('data', count);
  try {
    return await work();
  } catch (error) {
    throw refusal ?? error;
  } finally {
    socket.off('data', count);
  }
}
