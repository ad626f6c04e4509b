// https://www.acmicpc.net/problem/9656
// Misère take-away: take 1 or 3 stones; whoever takes the LAST stone loses;
// SK moves first. Misère is not normal play flipped: decided by the misère
// win/lose table up to N (grundy::games::stones).
use grundy::games::stones::misere_first_player_wins;
use grundy::input::{check_range, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    ensure_end(source.next_token());
    let n = check_range("N", n, 1, 1000);
    let sk_wins = misere_first_player_wins(&[1, 3], n);
    println!("{}", if sk_wins { "SK" } else { "CY" });
}
