/// A recognizer's engine-facing flags, stored together behind the public
/// computed properties of the same names.
internal struct RecognizerOptions {
    var isEnabled = true
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    var cancelsTouchesInViewOnFailure = false
    var isExclusive = true
    /// Attached to a view (`view` is non-nil without a weak load).
    var isAttached = false
}
