// A real SMTP server for the e2e tests: WordPress (bin/wp/stagecraft-local.php) sends to
// 127.0.0.1 on the site's port + 1000, and the tests read the delivered messages back.
import { SMTPServer } from 'smtp-server';

export interface Delivered {
	from: string;
	to: string[];
	raw: string;
}

export interface MailCatcher {
	port: number;
	messages: Delivered[];
	close: () => Promise< void >;
}

export function smtpPort(): number {
	return Number( process.env.STAGECRAFT_PORT ?? 8889 ) + 1000;
}

export async function startMailCatcher(
	port = smtpPort()
): Promise< MailCatcher > {
	const messages: Delivered[] = [];
	const server = new SMTPServer( {
		authOptional: true,
		disabledCommands: [ 'STARTTLS', 'AUTH' ],
		logger: false,
		onData( stream, session, callback ) {
			const chunks: Buffer[] = [];
			stream.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
			stream.on( 'end', () => {
				messages.push( {
					from: session.envelope.mailFrom
						? session.envelope.mailFrom.address
						: '',
					to: session.envelope.rcptTo.map( ( r ) => r.address ),
					raw: Buffer.concat( chunks ).toString( 'utf8' ),
				} );
				callback();
			} );
		},
	} );
	await new Promise< void >( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', () => resolve() );
	} );
	return {
		port,
		messages,
		close: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}
