/// iOS 14's buttons made with a `UIAction`: the action runs on a tap
/// (`.primaryActionTriggered`) and gives the button its title and image.
extension UIButton {
    /// A button of `buttonType` that runs `primaryAction` when tapped, titled with its title
    /// and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adoptPrimaryAction(primaryAction)
    }
}
