// A real SMTP server for the browser tests, with a small HTTP side so the test
// workers can read what arrived: GET /messages?to=<address> → [{to, subject, text, html}].
// POST /reject?to=<address> makes the server refuse that address for good (550, as for
// a mailbox that does not exist); DELETE /reject?to=<address> accepts it again.
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
const rejected = new Set<string>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (rejected.has(address.address.toLowerCase())) {
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    } else callback();
  },
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
  if (url.pathname === '/reject' && to) {
    if (req.method === 'POST') rejected.add(to);
    else if (req.method === 'DELETE') rejected.delete(to);
    res.statusCode = 204;
    res.end();
    return;
  }
  const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(list));
}).listen(httpPort, '127.0.0.1');
