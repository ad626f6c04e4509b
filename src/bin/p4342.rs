// https://www.acmicpc.net/problem/4342
// Euclid's game, one game per line until `0 0`: from (a, b), a >= b, the
// player to move wins if b divides a or a >= 2b, else the move to (b, a - b)
// is forced; a loop of Euclid steps, no recursion (grundy::games::euclid). Input
// after `0 0`, or no `0 0` at all, is an error.
use grundy::games::euclid::first_player_wins;
use grundy::input::{check_nth, ensure, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    // Each game is checked and decided as read; the answers wait in `out`
    // until the input is known to be well formed.
    let mut out = String::new();
    for line in 0.. {
        ensure(!source.is_empty(), "the input ended before the line `0 0`");
        input! { from &mut source, a: u64, b: u64 }
        if a == 0 && b == 0 {
            break;
        }
        check_nth("a", line, a, 1, (1 << 31) - 1);
        check_nth("b", line, b, 1, (1 << 31) - 1);
        out += if first_player_wins(a, b) {
            "A wins\n"
        } else {
            "B wins\n"
        };
    }
    ensure_end(source.next_token());
    print!("{}", out);
}
