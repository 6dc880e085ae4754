// A stand-in for the part of UIKit the docs' snippets use, so scripts/check-snippets.py can
// type-check them on Linux against NumberEntry's real API. Not UIKit: only its shapes.
@_exported import Foundation

open class UITextPosition: NSObject {}
open class UITextRange: NSObject {}

@MainActor open class UITextField: NSObject {
    open var text: String?
    open var selectedTextRange: UITextRange?
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
}

@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
