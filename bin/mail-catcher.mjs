// The demo site's mail server: a real SMTP server on 127.0.0.1 (site port + 1000, where the local
// site's wp_mail sends) that appends every message to .wp/logs/mail.log, so contact form mail
// sent on `npm start` can be read. Usage: node bin/mail-catcher.mjs PORT LOGFILE
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

const [ port, logFile ] = process.argv.slice( 2 );
const server = new SMTPServer( {
	authOptional: true,
	disabledCommands: [ 'STARTTLS', 'AUTH' ],
	logger: false,
	onData( stream, session, callback ) {
		const chunks = [];
		stream.on( 'data', ( chunk ) => chunks.push( chunk ) );
		stream.on( 'end', () => {
			const to = session.envelope.rcptTo
				.map( ( r ) => r.address )
				.join( ', ' );
			appendFileSync(
				logFile,
				`----- ${ new Date().toISOString() } to ${ to }\n${ Buffer.concat( chunks ).toString( 'utf8' ) }\n`
			);
			callback();
		} );
	},
} );
server.listen( Number( port ), '127.0.0.1' );
