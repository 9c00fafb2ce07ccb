<?php
/**
 * Stand-in of the X API v2 GET /2/users/{id}/tweets (see ../social-apis.php).
 *
 * @package Stagecraft
 */

/**
 * X API v2 user posts.
 *
 * @param string              $origin Stand-in origin.
 * @param string              $path   /users/{id}/tweets.
 * @param array<string,mixed> $query  Query.
 * @param string              $auth   Authorization header.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_twitter( string $origin, string $path, array $query, string $auth ): array {
	if ( 'Bearer ' . STAGECRAFT_STAND_IN_CREDENTIAL !== $auth ) {
		return stagecraft_stand_in_json(
			401,
			array(
				'title'  => 'Unauthorized',
				'type'   => 'about:blank',
				'status' => 401,
				'detail' => 'Unauthorized',
			)
		);
	}
	if ( ! preg_match( '#^/users/([^/]+)/tweets$#', $path, $match ) ) {
		return stagecraft_stand_in_json(
			404,
			array(
				'errors' => array(
					array(
						'parameters' => new stdClass(),
						'message'    => 'The requested resource does not exist.',
					),
				),
				'title'  => 'Not Found Error',
				'detail' => 'The requested resource does not exist.',
				'type'   => 'https://api.twitter.com/2/problems/resource-not-found',
			)
		);
	}
	$id = rawurldecode( $match[1] );
	if ( 'missing' === $id ) {
		return stagecraft_stand_in_json(
			200,
			array(
				'errors' => array(
					array(
						'value'         => $id,
						'detail'        => "Could not find user with id: [$id].",
						'title'         => 'Not Found Error',
						'resource_type' => 'user',
						'parameter'     => 'id',
						'resource_id'   => $id,
						'type'          => 'https://api.twitter.com/2/problems/resource-not-found',
					),
				),
			)
		);
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$count = stagecraft_stand_in_count( $id, $query['max_results'] ?? null, 10, 100 );
	if ( 0 === $count ) {
		return stagecraft_stand_in_json( 200, array( 'meta' => array( 'result_count' => 0 ) ) );
	}
	$media = str_contains( (string) ( $query['expansions'] ?? '' ), 'attachments.media_keys' );
	$data  = array();
	$files = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$tweet = array(
			'id'                     => (string) ( 1860000000000000000 + $n ),
			'text'                   => "Stand-in post $n from the test account https://t.co/standin$n",
			'edit_history_tweet_ids' => array( (string) ( 1860000000000000000 + $n ) ),
			'created_at'             => gmdate( 'Y-m-d\TH:i:s.000\Z', stagecraft_stand_in_time( $n ) ),
			'author_id'              => $id,
		);
		if ( $media ) {
			$tweet['attachments'] = array( 'media_keys' => array( "3_$n" ) );
			$files[]              = array(
				'media_key' => "3_$n",
				'type'      => 'photo',
				'url'       => "$origin/stand-ins/social/image/$n.svg",
				'width'     => 640,
				'height'    => 360,
				'alt_text'  => "Stand-in picture $n",
			);
		}
		$data[] = $tweet;
	}
	$includes = array(
		'users' => array(
			array(
				'id'       => $id,
				'name'     => 'Stand-in Account',
				'username' => 'standin',
			),
		),
	);
	if ( $media ) {
		$includes['media'] = $files;
	}
	return stagecraft_stand_in_json(
		200,
		array(
			'data'     => $data,
			'includes' => $includes,
			'meta'     => array(
				'result_count' => $count,
				'newest_id'    => $data[0]['id'],
				'oldest_id'    => $data[ $count - 1 ]['id'],
				'next_token'   => 'standinnext',
			),
		)
	);
}
