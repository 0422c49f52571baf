//! The Xfcc request reader on arbitrary bytes, with and without a `SOAPAction`
//! (the input's first line, when it is UTF-8). Never panics; a call it reads
//! names the operation the action names, when the action names one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter::xfcc::envelope::read;

fuzz_target!(|data: &[u8]| {
    let _ = read(data, None);
    if let Some(newline) = data.iter().position(|&b| b == b'\n') {
        if let Ok(action) = std::str::from_utf8(&data[..newline]) {
            if let Ok(call) = read(&data[newline + 1..], Some(action)) {
                let bare = action.trim().trim_matches('"').trim();
                assert!(bare.is_empty() || bare.ends_with(call.operation().name()));
            }
        }
    }
});
