//! The process floor of a binary: start, read all of stdin in 64 KiB chunks
//! (as `grundy::input::ChunkSource` does) into one reused buffer, exit.
//! Nothing is split or parsed; it prints the number of bytes read.
//!
//! ```sh
//! cargo build --release -p grundy-benches --example floor
//! target/release/examples/floor < target/worst/p16880.in
//! ```

use std::io::Read;

fn main() {
    let mut stdin = std::io::stdin().lock();
    let mut buf = vec![0u8; grundy::input::CHUNK];
    let mut total = 0usize;
    loop {
        match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => total += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => panic!("could not read stdin: {e}"),
        }
    }
    println!("{total}");
}
