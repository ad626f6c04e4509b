// https://www.acmicpc.net/problem/4342
// Euclid's game, one game per line until `0 0`: from (a, b), a >= b, the
// player to move wins if b divides a or a >= 2b, else the move to (b, a - b)
// is forced; a loop of Euclid steps, no recursion (grundy::euclid). Input
// after `0 0`, or no `0 0` at all, is an error.
use grundy::euclid::first_player_wins;
use grundy::input::{check_all, ensure, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    loop {
        ensure(!source.is_empty(), "the input ended before the line `0 0`");
        input! { from &mut source, x: u64, y: u64 }
        if x == 0 && y == 0 {
            break;
        }
        a.push(x);
        b.push(y);
    }
    ensure_end(source.next_token());
    check_all("a", &a, 1, (1 << 31) - 1);
    check_all("b", &b, 1, (1 << 31) - 1);
    let mut out = String::with_capacity(7 * a.len());
    for (&x, &y) in a.iter().zip(&b) {
        out += if first_player_wins(x, y) {
            "A wins\n"
        } else {
            "B wins\n"
        };
    }
    print!("{}", out);
}
