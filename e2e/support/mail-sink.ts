// A real SMTP server for the browser tests, with a small HTTP side so the test
// workers can read what arrived: GET /messages?to=<address> → [{to, subject, text, html}].
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 2580);

interface Stored {
  to: string[];
  subject: string;
  text: string;
  html: string;
}
const messages: Stored[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to ?? []]
          .flat()
          .flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
        messages.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: String(mail.html || ''),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sink');
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(list));
}).listen(httpPort, '127.0.0.1');
