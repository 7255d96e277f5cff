/**
 * Every kind of write the outbox sends, declared before it starts: a write kept from an earlier
 * visit is sent from whatever page the app opens on, not only from the page it was made on.
 */
import '../../features/specs/api/fit-writes';
import '../../features/products/api/comment-writes';
import '../../features/samples/api/sample-writes';
