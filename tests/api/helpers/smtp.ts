// A real SMTP server on loopback for the mail tests (smtp-server), keeping what arrives parsed by
// mailparser. `refuse` makes it answer every recipient with a permanent error, like a server that
// does not accept the mail.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface TestSmtp {
  url: string;
  received: { envelopeTo: string[]; mail: ParsedMail }[];
  refuse: boolean;
  /** Recipient attempts refused so far. */
  refused: number;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = { url: "", received: [], refuse: false, refused: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        state.refused++;
        const err = Object.assign(new Error("Casella non disponibile"), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
